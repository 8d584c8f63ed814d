// Cloudflare Pages Function of the staff inbox's project at /api/export: the filtered list of
// quote requests as CSV, for staff Cloudflare Access let through; each export is logged.
import {handleExport, type InboxSettings} from '../../../src/server/requestInbox';

export const onRequestGet = ({request, env}: {request: Request; env: InboxSettings}) =>
  handleExport(request, env);
