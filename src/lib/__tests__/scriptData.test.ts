import {jsonForScript} from '../scriptData';

describe('jsonForScript', () => {
  it.each([
    ['<', '\\u003c'],
    ['>', '\\u003e'],
    ['&', '\\u0026'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
  ])('writes %j as the JSON escape %s', (character, escape) => {
    const written = jsonForScript({title: `a${character}b`});
    expect(written).toBe(`{"title":"a${escape}b"}`);
    expect(written).not.toContain(character);
  });

  it('reads back as the same value, markup and all', () => {
    const value = {
      title: 'Broadwalk Mall </script><script>window.__pwned=1</script>',
      alt: '"><img src=x onerror=alert(1)>',
      link: 'javascript:alert(1)',
      lines: 'one\u2028two\u2029three & <!-- four -->',
      nested: [{name: "O'Brien"}],
    };
    const written = jsonForScript(value);
    expect(JSON.parse(written)).toEqual(value);
    // As JavaScript too: the sign-in page writes it into a script, not a JSON block.
    expect(new Function(`return ${written};`)()).toEqual(value);
  });

  it('leaves no way to end or comment out the script element', () => {
    const written = jsonForScript('</script><!--<script>');
    expect(written).not.toMatch(/<\/?script|<!--/i);
  });

  it('refuses a value JSON cannot write', () => {
    expect(() => jsonForScript(undefined)).toThrow(/no JSON form/);
  });
});
