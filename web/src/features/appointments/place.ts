interface AppointmentPlace {
  location?: string | null;
  address?: { adresse?: string | null; cp?: string | null; ville?: string | null } | null;
}

/** The postal address on one line, or '' without any part. */
export function postalAddress(place: AppointmentPlace): string {
  const { adresse, cp, ville } = place.address ?? {};
  return [adresse, [cp, ville].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The place name then the postal address, or '' when neither is known. */
export function appointmentPlace(place: AppointmentPlace): string {
  return [place.location, postalAddress(place)].filter(Boolean).join(', ');
}

/** An OpenStreetMap search on the address, the map link of the appointment detail (spec 000 §2.3). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
