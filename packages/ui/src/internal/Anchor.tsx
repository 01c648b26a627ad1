import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';
import { useRouter } from './router';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * The root element (the `<a>`).
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Not followed and not focusable; styled as disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Called when the link is activated (click, tap, Enter), before it navigates.
   * @default undefined
   */
  onPress?: () => void;
}

/** Whether a click should become a client-side navigation (the rules React Aria's links follow). */
function routesOnClient(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/**
 * A native `<a>`, the base of every link in the library. Links need no press events: the browser's
 * own `:hover`, `:active` and `:focus-visible` draw their states, so a page whose first view is
 * links loads none of React Aria. With RouterProvider, a plain click routes on the client.
 */
export function Anchor({ href, isDisabled, onPress, onClick, onKeyDown, children, ...props }: AnchorProps) {
  const router = useRouter();
  const resolved = router.useHref(href ?? '');
  if (isDisabled) {
    // No href: not followed, not focusable; the role keeps it announced as a link.
    return (
      <a {...props} role="link" aria-disabled="true" data-disabled="">
        {children}
      </a>
    );
  }
  if (href === undefined) {
    // A link that acts (React Aria's Link without href does the same): focusable, Enter activates.
    return (
      <a
        {...props}
        role="link"
        tabIndex={props.tabIndex ?? 0}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onPress?.();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && !event.defaultPrevented) {
            event.preventDefault();
            onPress?.();
          }
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <a
      {...props}
      href={resolved}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        onPress?.();
        if (router.navigate && routesOnClient(event)) {
          event.preventDefault();
          router.navigate(href);
        }
      }}
    >
      {children}
    </a>
  );
}
