// Cloudflare Pages Function of the staff inbox's project at /api/requests/<reference>: one
// request's page (GET) and its changes (POST), for staff Cloudflare Access let through.
import {handleRequestPage, type InboxSettings} from '../../../../src/server/requestInbox';

export const onRequest = ({
  request,
  env,
  params,
}: {
  request: Request;
  env: InboxSettings;
  params: {reference: string};
}) => handleRequestPage(request, env, params.reference);
