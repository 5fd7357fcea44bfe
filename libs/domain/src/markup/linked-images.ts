/**
 * An image attached to a message, review, comment or description: its address, or its preview and
 * full addresses.
 */
export type AttachedImage = string | { readonly full: string; readonly preview?: string };

function addressesOf(image: AttachedImage): string[] {
  return typeof image === 'string' ? [image] : [image.full, image.preview ?? ''];
}

/** The address as it reads inside HTML text, where `&` is written `&amp;`. */
function asHtml(address: string): string {
  return address.replaceAll('&', '&amp;');
}

/**
 * The attached images still worth sending: those whose address (full or preview) still appears in the
 * text, as typed or HTML-escaped (docs/product §5: "Images attached to a message, review, comment or
 * description are sent only if their link still appears in the text"). Order is kept.
 */
export function imagesStillLinked<Image extends AttachedImage>(
  text: string,
  images: readonly Image[],
): Image[] {
  return images.filter((image) =>
    addressesOf(image).some(
      (address) => address !== '' && (text.includes(address) || text.includes(asHtml(address))),
    ),
  );
}
