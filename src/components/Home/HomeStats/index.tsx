import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import StatsBand from '@site/src/components/StatsBand';
import {homeStats} from '@site/src/data/home';
import StaticHtml from '@site/src/components/StaticHtml';

export default function HomeStats(): ReactNode {
  return (
    <Section id="track-record" title={homeStats.title} tone="dark" align="center">
      <StaticHtml>
        <StatsBand stats={homeStats.stats} />
      </StaticHtml>
    </Section>
  );
}
