/** @jest-environment node */
import path from 'node:path';
import {caseStudyIds, legacyCaseStudyRedirects} from '../legacyRedirects';

describe('legacy case-study redirects', () => {
  it('sends the underscore form of each hyphenated id to its page', () => {
    expect(
      legacyCaseStudyRedirects([
        'nairobi-heights',
        'carton-manufacturing-facility',
        'broadwalkmall',
      ]),
    ).toEqual([
      {from: '/case-study/nairobi_heights', to: '/case-study/nairobi-heights'},
      {
        from: '/case-study/carton_manufacturing_facility',
        to: '/case-study/carton-manufacturing-facility',
      },
    ]);
  });

  it('covers every case-study file of the site, nairobi_heights included', () => {
    const ids = caseStudyIds(path.join(__dirname, '..', '..', '..', '..', 'pages'));
    expect(ids).toHaveLength(9);
    const redirects = legacyCaseStudyRedirects(ids);
    expect(redirects).toContainEqual({
      from: '/case-study/nairobi_heights',
      to: '/case-study/nairobi-heights',
    });
    expect(redirects).toHaveLength(ids.filter((id) => id.includes('-')).length);
  });
});
