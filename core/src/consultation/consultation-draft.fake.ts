import type { ConsultationDraftStore, KeptConsultation } from './consultation-request-form';

/** The tab's storage of the consultation form, in memory; `refusing` makes a write throw like a full storage. */
export class InMemoryConsultationDraftStore implements ConsultationDraftStore {
  refusing = false;

  constructor(public kept: KeptConsultation | null = null) {}

  load(): KeptConsultation | null {
    return this.kept;
  }

  save(kept: KeptConsultation): void {
    if (this.refusing) throw new Error('QuotaExceededError');
    this.kept = kept;
  }

  clear(): void {
    this.kept = null;
  }
}
