import clsx from 'clsx';
import { User } from 'lucide-react';
import { useCallback, useState, type HTMLAttributes, type Ref } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The root element (the `<span>`).
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
  /** The person's or team's name: the initials come from it, and it is the accessible name. */
  name: string;
  /**
   * The picture's URL. Without one, or when it fails to load, the initials show instead.
   * @default undefined
   */
  src?: string;
  /**
   * The picture's alternative text, when it should say more than the name.
   * @default name
   */
  alt?: string;
  /**
   * 24, 32, 40 or 64 px square.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Hide it from assistive technology, for an avatar beside the same name in text (a list of
   * people, a comment's author), where it would only repeat the name.
   * @default false
   */
  isDecorative?: boolean;
}

/** First letters of the first and last words: 'Ada Lovelace' → 'AL', 'Ada' → 'A'. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words.at(-1)!);
  return letters.toLocaleUpperCase();
}

/**
 * A person's picture in a circle, with their initials (from `name`) while the picture is absent or
 * when it fails to load; a generic figure when the name gives no initials. Named by `alt` or the
 * name, or hidden from assistive technology with `isDecorative`.
 */
export function Avatar({ name, src, alt, size = 'md', isDecorative = false, className, ref, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && failedSrc !== src;
  // A server-rendered picture can fail before React hydrates and attaches onError.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );
  const label = alt ?? name;
  const initials = initialsOf(name);
  return (
    <span
      {...props}
      ref={ref}
      data-size={size}
      aria-hidden={isDecorative || undefined}
      className={clsx(styles.Root, className)}
    >
      {showImage ? (
        <img
          ref={checkLoaded}
          src={src}
          alt={isDecorative ? '' : label}
          className={styles.Image}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span
          role={isDecorative ? undefined : 'img'}
          aria-label={isDecorative ? undefined : label}
          className={styles.Initials}
        >
          {initials ? <span aria-hidden>{initials}</span> : <User className={styles.Icon} aria-hidden />}
        </span>
      )}
    </span>
  );
}
