// The editor project's Pages Function at /api/auth: starts the web editor's GitHub sign-in
// (docs/deploy.md).
import {startSignIn, type SignInSettings} from '../../../../src/server/githubSignIn';

export const onRequestGet = ({request, env}: {request: Request; env: SignInSettings}) =>
  startSignIn(request, env);
