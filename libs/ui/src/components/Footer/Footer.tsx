import { clsx } from 'clsx';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  text: string;
}

export interface FooterProps {
  /** The social network page, the messenger channel and the contact mail (docs/product §2.1). */
  links: readonly FooterLink[];
  /**
   * @default 'Визуальные новеллы на русском языке.'
   */
  tagline?: string;
  className?: string;
}

/** The site's footer (docs/product §2.1): outside links and the tagline. The app hides it on /messages. */
export function Footer({
  links,
  tagline = 'Визуальные новеллы на русском языке.',
  className,
}: FooterProps) {
  return (
    <footer className={clsx(styles.footer, className)}>
      <span>{tagline}</span>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              className={styles.link}
              href={link.href}
              rel="noreferrer noopener"
              target={link.href.startsWith('mailto:') ? undefined : '_blank'}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
