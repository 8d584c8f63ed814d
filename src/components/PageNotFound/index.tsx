import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {notFound} from '@site/src/data/notFound';
import styles from './styles.module.css';

export default function PageNotFound({className}: {readonly className?: string}): ReactNode {
  return (
    <main className={clsx('container', styles.main, className)}>
      <p className={styles.code}>
        <Translate
          id="notFound.code"
          description="The status code shown large above the 404 page's title">
          404
        </Translate>
      </p>
      <h1>{notFound.title}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <nav aria-label={notFound.linksLabel}>
        <ul className={styles.links}>
          {notFound.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="button button--outline button--primary">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
