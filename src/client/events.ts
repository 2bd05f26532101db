/** Window events the app fires (spec section 4). */
export const ICON_UPDATED_EVENT = "icon-updated";
export const STORAGE_UPDATE_EVENT = "saideira-storage-update";

export interface IconUpdatedDetail {
  iconType: string;
  url: string;
}

export function emitIconUpdated(detail: IconUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<IconUpdatedDetail>(ICON_UPDATED_EVENT, { detail }));
}
