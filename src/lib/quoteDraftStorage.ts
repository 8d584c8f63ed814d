/**
 * The quote form's draft in sessionStorage: what survives a reload, and how another page (the cost
 * estimator) hands the form its details. Storage can be missing or full (private modes); the form
 * must work regardless.
 */
import {draftStorageKey, parseDraft, withProjectDetails, type ProjectDetails} from './quoteWizard';

export const draftStorage = {
  read(): string | null {
    try {
      return window.sessionStorage.getItem(draftStorageKey);
    } catch {
      return null;
    }
  },
  write(json: string | null): void {
    try {
      if (json === null) {
        window.sessionStorage.removeItem(draftStorageKey);
      } else {
        window.sessionStorage.setItem(draftStorageKey, json);
      }
    } catch {
      // Nothing to do: the draft is a safety net, not a requirement.
    }
  },
};

/** Fills the quote form's project details for the visitor's next visit to it. */
export function prefillQuoteDraft(details: ProjectDetails): void {
  draftStorage.write(JSON.stringify(withProjectDetails(parseDraft(draftStorage.read()), details)));
}
