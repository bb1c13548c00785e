import type { ShipmentFault, ShipmentFaults } from '../context';

const isFault = (value: unknown): value is ShipmentFault => {
  const fault = value as { status?: unknown; message?: unknown } | null;
  return (
    typeof fault === 'object' &&
    fault !== null &&
    typeof fault.status === 'number' &&
    Number.isInteger(fault.status) &&
    fault.status >= 400 &&
    fault.status <= 599 &&
    (fault.message === null || typeof fault.message === 'string')
  );
};

/**
 * The body of the test control `POST /__mock/shipment-fault`:
 * `{ "track"?: fault | null, "customer"?: fault | null }`, a fault being
 * `{ "status": 400-599, "message": "…" | null }`. Answers the faults to set,
 * or the refusal's message.
 */
export const shipmentFaultsFrom = (input: unknown): Partial<ShipmentFaults> | string => {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const faults: Partial<ShipmentFaults> = {};
  for (const call of ['track', 'customer'] as const) {
    if (!(call in body)) continue;
    const fault = body[call];
    if (fault !== null && !isFault(fault)) return `${call}: kirim { "status": 400-599, "message": teks atau null } atau null`;
    faults[call] = fault === null ? null : { status: fault.status, message: fault.message };
  }
  return Object.keys(faults).length === 0 ? 'Kirim track dan/atau customer' : faults;
};
