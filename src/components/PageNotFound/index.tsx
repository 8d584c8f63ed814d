import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {notFound} from '@site/src/data/notFound';
import styles from './styles.module.css';

export default function PageNotFound({className}: {readonly className?: string}): ReactNode {
  return (
    <main className={clsx('container', styles.main, className)}>
      <p className={styles.code}>404</p>
      <h1>{notFound.title}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <nav aria-label="Ways back">
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
