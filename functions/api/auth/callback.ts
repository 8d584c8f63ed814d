// Cloudflare Pages Function at /api/auth/callback: GitHub returns here (the OAuth App's callback URL).
import {finishSignIn, type SignInSettings} from '../../../src/plugins/web-editor/githubSignIn';

export const onRequestGet = ({request, env}: {request: Request; env: SignInSettings}) =>
  finishSignIn(request, env);
