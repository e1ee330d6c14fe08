/** The kit's small rounded button look for a tab-like link: filled when it is the current page. */
export function pill(current: boolean): string {
  return `p-button p-button-sm p-button-rounded${current ? '' : ' p-button-outlined'}`;
}
