/** The kit's tag look for a result letter (won, drawn, lost) in a team's form. */
export function resultTagClass(result: string): string {
  return `p-tag ${result === 'W' ? 'p-tag-success' : result === 'L' ? 'p-tag-danger' : 'p-tag-secondary'}`;
}
