import '@testing-library/jest-dom';
import {TextEncoder} from 'node:util';

// Component tests read the real content files; Docusaurus's front-matter parser needs the
// TextEncoder that Node has and jest's jsdom environment leaves out.
globalThis.TextEncoder ??= TextEncoder;

// jsdom loads no images and has no decode(); an image in tests is one still loading.
if (typeof HTMLImageElement !== 'undefined' && !HTMLImageElement.prototype.decode) {
  HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
}

// Each test starts at the site's root with an empty query string, as a fresh page load would.
// (A test that mocks the router module with react-router's own still gets the stub here.)
beforeEach(() => {
  const {testHistory} = jest.requireActual<typeof import('./stubs/router')>('./stubs/router');
  testHistory.replace({pathname: '/', search: '', hash: ''});
});
