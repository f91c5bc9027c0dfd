import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError, isNetworkError } from "../../../lib/api";
import { useLocale } from "../../../lib/useLocale";
import { isWaiting, photoKey, waitingPhoto, type FormPhoto } from "../form-photos";
import { shrinkPhoto, uploadPhoto } from "../photo-upload";

export const MAX_PHOTOS = 10;

interface Uploading {
  name: string;
  progress: number;
}

/**
 * Photos: shrunk in the browser, uploaded with a progress bar, reordered with buttons (keyboard
 * friendly, no drag needed), the first one the cover.
 */
export function PhotoField({
  photos,
  onChange,
  onBusyChange,
}: {
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  /** While photos upload the ad waits: sent now, it would go without them. */
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files) return;
    setError(null);
    const room = MAX_PHOTOS - photos.length;
    const chosen = Array.from(files).slice(0, room);
    if (files.length > room) setError(t`Не более 10 фотографий`);
    let current = photos;
    onBusyChange(true);
    for (const file of chosen) {
      const name = file.name;
      setUploading((list) => [...list, { name, progress: 0 }]);
      let blob: Blob | null = null;
      try {
        blob = await shrinkPhoto(file);
        // Offline the shrunk file waits on this device and goes with the ad once there is a connection.
        const photo = navigator.onLine
          ? await uploadPhoto(locale, blob, (progress) =>
              setUploading((list) => list.map((item) => (item.name === name ? { ...item, progress } : item))),
            )
          : waitingPhoto(blob);
        current = [...current, photo];
        onChange(current);
      } catch (failure) {
        if (isNetworkError(failure) && blob) {
          current = [...current, waitingPhoto(blob)];
          onChange(current);
        } else if (failure instanceof ApiError) setError(failure.message);
        else setError(t`Не удалось прочитать файл ${name}. Выберите фото в формате JPEG, PNG или WebP.`);
      } finally {
        setUploading((list) => list.filter((item) => item.name !== name));
      }
    }
    onBusyChange(false);
  }

  const move = (index: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    if (!photo) return;
    next.splice(to, 0, photo);
    onChange(next);
  };

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">
        <Trans>Фотографии</Trans>
      </legend>
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>До 10 фото. Первое фото — обложка объявления.</Trans>
      </p>
      {photos.length > 0 ? (
        <ol className="photo-grid">
          {photos.map((photo, index) => (
            <li key={photoKey(photo)} className="photo-grid__item">
              <PhotoThumb photo={photo} number={index + 1} />
              {index === 0 ? (
                <span className="photo-grid__cover">
                  <Trans>Обложка</Trans>
                </span>
              ) : null}
              <span className="photo-grid__actions">
                {index > 0 ? (
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => move(index, 0)}
                    aria-label={t`Сделать обложкой`}
                  >
                    ★
                  </button>
                ) : null}
                {index > 0 ? (
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => move(index, index - 1)}
                    aria-label={t`Переместить раньше`}
                  >
                    ←
                  </button>
                ) : null}
                {index < photos.length - 1 ? (
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => move(index, index + 1)}
                    aria-label={t`Переместить позже`}
                  >
                    →
                  </button>
                ) : null}
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => onChange(photos.filter((other) => other !== photo))}
                  aria-label={t`Удалить фото`}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {uploading.map((item) => (
        <div key={item.name} className="upload-progress">
          <span>{item.name}</span>
          <progress max={1} value={item.progress} aria-label={t`Загрузка фото`} />
        </div>
      ))}
      {photos.length < MAX_PHOTOS ? (
        <label className="button button--secondary photo-add">
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            multiple
            className="visually-hidden"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = "";
            }}
          />
          <Trans>Добавить фото</Trans>
        </label>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A photo's thumbnail: from the server, or from the file waiting on this device (with a note saying so). */
function PhotoThumb({ photo, number }: { photo: FormPhoto; number: number }) {
  const { t } = useLingui();
  const alt = t`Фото ${number}`;
  if (!isWaiting(photo)) return <img src={photo.thumb_url} alt={alt} width={160} height={120} loading="lazy" />;
  return (
    <>
      <WaitingImage blob={photo.blob} alt={alt} />
      <span className="photo-grid__waiting">
        <Trans>Загрузится, когда появится связь</Trans>
      </span>
    </>
  );
}

/** The file shown from memory; its object URL is released with the image. */
function WaitingImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} width={160} height={120} />;
}
