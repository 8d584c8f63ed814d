import '@testing-library/jest-dom';
import {webcrypto} from 'node:crypto';
import {TextEncoder} from 'node:util';
import {deserialize, serialize} from 'node:v8';

// Component tests read the real content files; Docusaurus's front-matter parser needs the
// TextEncoder that Node has and jest's jsdom environment leaves out.
globalThis.TextEncoder ??= TextEncoder;
// The outbox's tests keep requests in fake-indexeddb, which copies them as browsers do, with the
// structuredClone that jest's jsdom environment leaves out (V8's serializer is the same clone).
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// The previous release's quote requests get references from SHA-256 (crypto.subtle), which
// browsers have and jest's jsdom environment leaves out.
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', {value: webcrypto.subtle});
}

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

// jsdom has <dialog> but not its methods: enough of them for a modal opened and closed by code.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so there is nothing to scroll; components may still ask.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
