import { ImageViewer, Swiper } from 'antd-mobile';
import { useState } from 'react';

/** Square image carousel with a "2/5" counter; a tap opens the full-screen viewer. */
export function GoodsGallery({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="goods-gallery goods-gallery--empty" />;
  return (
    <div className="goods-gallery">
      <Swiper loop={images.length > 1} indicator={() => null} onIndexChange={setIndex}>
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <img
              className="goods-gallery__img"
              src={src}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })}
            />
          </Swiper.Item>
        ))}
      </Swiper>
      <span className="goods-gallery__count">
        {index + 1}/{images.length}
      </span>
    </div>
  );
}
