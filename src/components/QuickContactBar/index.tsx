import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {company, primaryPhone} from '@site/src/data/company';
import {opensInNewTab} from '@site/src/data/commonWords';
import {quoteLink} from '@site/src/data/navigation';
import {quickContactWords} from '@site/src/data/quickContact';
import {telUrl, whatsappUrl} from '@site/src/lib/contactLinks';
import {useQuickContactAside} from '@site/src/lib/hooks/useQuickContactAside';
import styles from './styles.module.css';

const icons = {
  call: 'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.6a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z',
  quote:
    'M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm8 1.5V8h4.5zM8 12v2h8v-2zm0 4v2h6v-2z',
} as const;

function Icon({name}: {readonly name: keyof typeof icons}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} fill="currentColor" />
    </svg>
  );
}

/**
 * Call, WhatsApp and Get a Quote in one tap, fixed to the foot of the screen on phones (below the
 * navbar's mobile breakpoint; CSS hides it on wider screens and in print). The page keeps room
 * for it, and it steps aside while the on-screen keyboard is up or the quote form is in view.
 * The WhatsApp chat opens with a first message naming the page the visitor is on.
 */
export default function QuickContactBar(): ReactNode {
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  const aside = useQuickContactAside();
  const [topic, setTopic] = useState<string | null>(null);

  // The page's title is its h1; read once the page has rendered, on every route.
  useEffect(() => {
    const title = pathname === home ? null : document.querySelector('main h1')?.textContent?.trim();
    setTopic(title || null);
  }, [pathname, home]);

  const message = topic
    ? quickContactWords.whatsappAbout(topic)
    : quickContactWords.whatsappGeneral;
  return (
    <nav aria-label={quickContactWords.label} className={clsx(styles.bar, aside && styles.aside)}>
      <a href={telUrl(primaryPhone.e164)} className={styles.action}>
        <Icon name="call" />
        {/* Kept on one line, as the text of a tel: link should be ("Piga simu"). */}
        {quickContactWords.call.replace(/ /g, '\u00a0')}
      </a>
      <Link href={whatsappUrl(company.whatsapp, message)} className={styles.action}>
        <Icon name="whatsapp" />
        {quickContactWords.whatsapp}
        <span className="sr-only"> {opensInNewTab()}</span>
      </Link>
      <Link to={quoteLink.to} className={clsx(styles.action, styles.quote)}>
        <Icon name="quote" />
        {quoteLink.label}
      </Link>
    </nav>
  );
}
