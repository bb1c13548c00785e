/**
 * The store's API as a test calls it beside the browser (to count orders,
 * read or seed a customer's cart): with the customer's bearer token, JSON in
 * and out, the answer's status and parsed body.
 */
export const customerApi = async <T,>(storeUrl: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
  const response = await fetch(`${storeUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
};
