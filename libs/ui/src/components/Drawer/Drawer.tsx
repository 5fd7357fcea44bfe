import { X, type LucideIcon } from 'lucide-react';
import { Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './Drawer.css';

export interface DrawerItem {
  href: string;
  label: string;
  icon?: LucideIcon;
  /** The page the reader is on. */
  current?: boolean;
}

export interface DrawerSection {
  /** A group heading, e.g. "Визуальные новеллы"; none for the top entries. */
  title?: string;
  items: readonly DrawerItem[];
}

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The side menu's sections (docs/product §2.1), already limited to what the viewer may see: the app
   * filters them with the domain's `can()`.
   */
  sections: readonly DrawerSection[];
}

/**
 * The side menu (docs/product §2.1): a modal panel from the left. Focus stays inside while it is open;
 * Escape, the close button or a click outside close it, and focus returns to what opened it.
 */
export function Drawer({ isOpen, onOpenChange, sections }: DrawerProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label="Меню">
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Меню
            </Heading>
            <Button slot="close" variant="ghost" size="sm" iconOnly aria-label="Закрыть меню">
              <X aria-hidden size="1.25em" />
            </Button>
          </div>
          <nav aria-label="Разделы сайта" className={styles.sections}>
            {sections.map((section, index) => (
              <section key={section.title ?? index} aria-label={section.title}>
                {section.title && <h3 className={styles.sectionTitle}>{section.title}</h3>}
                <ul className={styles.list}>
                  {section.items.map(({ href, label, icon: Glyph, current }) => (
                    <li key={href}>
                      <Link
                        className={styles.link}
                        href={href}
                        aria-current={current ? 'page' : undefined}
                      >
                        {Glyph && <Glyph aria-hidden size="1.25em" />}
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
