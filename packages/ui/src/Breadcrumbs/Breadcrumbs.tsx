import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  composeRenderProps,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { breadcrumbs } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { AriaRouter } from '../internal/AriaRouter';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbsProps<T extends object = object> extends Omit<
  AriaBreadcrumbsProps<T>,
  'className' | 'aria-label' | 'aria-labelledby' | 'style'
> {
  /**
   * The root element (the `<nav>` landmark around the list).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * Names the navigation landmark, so it reads apart from the site's main navigation.
   * @default 'Breadcrumbs' (from the message catalogue, in the I18nProvider's language)
   */
  'aria-label'?: string;
  /**
   * Class on the `<nav>`.
   * @default undefined
   */
  className?: string;
}

/**
 * The trail from the top of the site to the current page (React Aria Breadcrumbs): a named
 * `<nav>` landmark around an ordered list. The last `Breadcrumb` is the current page
 * (`aria-current="page"`, not a link); the chevrons between items are hidden from assistive
 * technology, which hears the list structure instead.
 */
export function Breadcrumbs<T extends object>({
  ref,
  'aria-label': ariaLabel,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  const t = useMessages(breadcrumbs);
  return (
    <nav ref={ref} aria-label={ariaLabel ?? t('label')} className={clsx(styles.Root, className)}>
      <AriaRouter>
        <AriaBreadcrumbs {...props} className={styles.List} />
      </AriaRouter>
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  /**
   * The root element (the item's `<li>`).
   * @default undefined
   */
  ref?: Ref<HTMLLIElement>;
  /** The page's name as the link text. */
  children: ReactNode;
  /**
   * Where the link goes; the current page (the last item) needs none.
   * @default undefined
   */
  href?: AriaLinkProps['href'];
  /**
   * Options for the app's router (passed to RouterProvider's navigate), e.g. `{ replace: true }`.
   * @default undefined
   */
  routerOptions?: AriaLinkProps['routerOptions'];
}

/** One page in the trail: a link, or the current page when it is the last one. */
export function Breadcrumb({ children, href, routerOptions, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={composeRenderProps(className, (name) => clsx(styles.Item, name))}>
      {({ isCurrent }) => (
        <>
          <AriaLink href={href} routerOptions={routerOptions} className={styles.Link}>
            {children}
          </AriaLink>
          {!isCurrent && <ChevronRight className={styles.Separator} aria-hidden />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
