import {editionPath} from '../editionPath';

describe('editionPath', () => {
  it('takes the edition’s base URL off a route', () => {
    expect(editionPath('/sw/services/residential', '/sw/')).toBe('/services/residential');
    expect(editionPath('/sw/', '/sw/')).toBe('/');
  });

  it('leaves the default edition’s routes as they are', () => {
    expect(editionPath('/services/residential', '/')).toBe('/services/residential');
    expect(editionPath('/', '/')).toBe('/');
  });
});
