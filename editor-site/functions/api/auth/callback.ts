// The editor project's Pages Function at /api/auth/callback: GitHub returns here (the app's
// callback URL).
import {finishSignIn, type SignInSettings} from '../../../../src/server/githubSignIn';

export const onRequestGet = ({request, env}: {request: Request; env: SignInSettings}) =>
  finishSignIn(request, env);
