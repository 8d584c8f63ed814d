import '@testing-library/jest-dom';

// jsdom loads no images and has no decode(); an image in tests is one still loading.
if (typeof HTMLImageElement !== 'undefined' && !HTMLImageElement.prototype.decode) {
  HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
}
