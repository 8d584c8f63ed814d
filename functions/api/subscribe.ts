// Cloudflare Pages Function at /api/subscribe: the newsletter sign-up (docs/deploy.md).
import {handleSignUp, type SignUpSettings} from '../../src/server/newsletterSignUp';

export const onRequestPost = ({request, env}: {request: Request; env: SignUpSettings}) =>
  handleSignUp(request, env);
