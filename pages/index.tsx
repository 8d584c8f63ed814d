import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/Home/HomeHero';
import AboutTeaser from '@site/src/components/Home/AboutTeaser';
import HomeServices from '@site/src/components/Home/HomeServices';
import HomeProjects from '@site/src/components/Home/HomeProjects';
import HomeTestimonials from '@site/src/components/Home/HomeTestimonials';
import HomeStats from '@site/src/components/Home/HomeStats';
import Consultation from '@site/src/components/Home/Consultation';
import {homeHero} from '@site/src/data/home';

/** The home page: a stack of sections in the spec's order. */
export default function Home(): ReactNode {
  return (
    <Layout description={homeHero.lead}>
      <main>
        <HomeHero />
        <AboutTeaser />
        <HomeServices />
        <HomeProjects />
        <HomeTestimonials />
        <HomeStats />
        <Consultation />
      </main>
    </Layout>
  );
}
