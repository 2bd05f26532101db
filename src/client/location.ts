import { LOCATION_OPTIONS } from "../shared/constants";

export interface UserLocation {
  latitude: number;
  longitude: number;
}

/** Spec section 7: high accuracy, 5 s timeout, no cached position; failures are only logged. */
export function requestLocation(): Promise<UserLocation | null> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      console.info("[saideira] geolocation not supported");
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) => {
        console.info("[saideira] location unavailable", err.code);
        resolve(null);
      },
      LOCATION_OPTIONS,
    );
  });
}
