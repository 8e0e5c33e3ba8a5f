import { Image, ImageViewer } from 'antd-mobile';

interface ImageGridProps {
  images: string[];
  /** Tapping opens the viewer (detail) instead of bubbling to the card (feeds). */
  viewer?: boolean;
}

/** Up to nine pictures: one large, four as 2x2, otherwise rows of three. */
export function ImageGrid({ images, viewer }: ImageGridProps) {
  const shown = images.slice(0, 9);
  if (shown.length === 0) return null;
  const layout = shown.length === 1 ? 'one' : shown.length === 2 || shown.length === 4 ? 'two' : 'three';
  return (
    <div className={`cm-grid cm-grid--${layout}`} data-testid="image-grid">
      {shown.map((src, index) => (
        <div
          key={`${src}-${index}`}
          className="cm-grid__cell"
          onClick={
            viewer
              ? (event) => {
                  event.stopPropagation();
                  ImageViewer.Multi.show({ images: shown, defaultIndex: index });
                }
              : undefined
          }
        >
          <Image src={src} fit="cover" lazy width="100%" height="100%" />
        </div>
      ))}
    </div>
  );
}
