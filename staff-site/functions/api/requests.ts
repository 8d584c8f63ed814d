// Cloudflare Pages Function of the staff inbox's project at /api/requests: a page of the list of
// quote requests, for staff Cloudflare Access let through (docs/deploy.md).
import {handleRequestList, type InboxSettings} from '../../../src/server/requestInbox';

export const onRequestGet = ({request, env}: {request: Request; env: InboxSettings}) =>
  handleRequestList(request, env);
