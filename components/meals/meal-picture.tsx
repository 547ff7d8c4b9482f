type MealPictureProps = {
  src: string;
  alt: string;
  /** Rendered size; the box is reserved before the picture arrives, so nothing shifts. */
  size: number;
  /** Pictures in the first screenful load at once; the rest when scrolled near. */
  eager?: boolean;
  className?: string;
};

/**
 * A meal's picture. A plain <img>: the catalog's pictures are small SVGs and live mode's come
 * from TheMealDB already sized, so Next's image optimiser would add a hop and nothing else.
 */
export function MealPicture({ src, alt, size, eager = false, className }: MealPictureProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
