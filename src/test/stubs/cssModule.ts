/** CSS modules resolve to their class names, so tests can still assert on them. */
module.exports = new Proxy(
  {},
  {get: (_target, key) => (key === '__esModule' ? false : String(key))},
);
