/**
 * The payees of one A group by TIN and account number, for the duplicate check (a payee TIN repeated
 * needs distinct account numbers): an open-addressing table in typed arrays, reused from one A group to
 * the next. A JavaScript Map keyed by "TIN|account" cost a string and an entry per B record and, in big
 * groups, megabytes of outgrown tables per group; this one grows only when a group is larger than
 * every group before it, and reads the account number where it stands in the record.
 */
export class PayeeIndex {
  private capacity = 1 << 10;
  /** The group (generation) that filled each slot; other slots are free. */
  private owners = new Int32Array(this.capacity);
  private tins = new Int32Array(this.capacity);
  private records = new Float64Array(this.capacity);
  private starts = new Int32Array(this.capacity);
  private lengths = new Int32Array(this.capacity);
  /** The account numbers' characters, one after the other. */
  private characters = new Uint16Array(1 << 14);
  private used = 0;
  private count = 0;
  private generation = 1;

  /** Forget every payee (a new A group). */
  clear(): void {
    this.generation += 1;
    this.used = 0;
    this.count = 0;
  }

  /**
   * The record number of the first record with this TIN (nine digits, as a number) and this account
   * number (text[from, from + length), already trimmed), or null after noting this one as the first.
   */
  findOrAdd(tin: number, text: string, from: number, length: number, recordNumber: number): number | null {
    const mask = this.capacity - 1;
    let slot = hash(tin, text, from, length) & mask;
    while (this.owners[slot] === this.generation) {
      if (this.tins[slot] === tin && this.isSameAccount(slot, text, from, length))
        return this.records[slot] ?? null;
      slot = (slot + 1) & mask;
    }
    if ((this.count + 1) * 2 > this.capacity) {
      this.grow();
      return this.findOrAdd(tin, text, from, length, recordNumber);
    }
    if (this.used + length > this.characters.length) {
      const larger = new Uint16Array(Math.max(this.characters.length * 2, this.used + length));
      larger.set(this.characters.subarray(0, this.used));
      this.characters = larger;
    }
    for (let index = 0; index < length; index += 1)
      this.characters[this.used + index] = text.charCodeAt(from + index);
    this.owners[slot] = this.generation;
    this.tins[slot] = tin;
    this.records[slot] = recordNumber;
    this.starts[slot] = this.used;
    this.lengths[slot] = length;
    this.used += length;
    this.count += 1;
    return null;
  }

  private isSameAccount(slot: number, text: string, from: number, length: number): boolean {
    if (this.lengths[slot] !== length) return false;
    const start = this.starts[slot] ?? 0;
    for (let index = 0; index < length; index += 1)
      if (this.characters[start + index] !== text.charCodeAt(from + index)) return false;
    return true;
  }

  private grow(): void {
    const { owners, tins, records, starts, lengths } = this;
    const capacity = this.capacity * 2;
    const mask = capacity - 1;
    this.owners = new Int32Array(capacity);
    this.tins = new Int32Array(capacity);
    this.records = new Float64Array(capacity);
    this.starts = new Int32Array(capacity);
    this.lengths = new Int32Array(capacity);
    for (let old = 0; old < this.capacity; old += 1) {
      if (owners[old] !== this.generation) continue;
      const tin = tins[old] ?? 0;
      const start = starts[old] ?? 0;
      const length = lengths[old] ?? 0;
      let slot = hashCharacters(tin, this.characters, start, length) & mask;
      while (this.owners[slot] === this.generation) slot = (slot + 1) & mask;
      this.owners[slot] = this.generation;
      this.tins[slot] = tin;
      this.records[slot] = records[old] ?? 0;
      this.starts[slot] = start;
      this.lengths[slot] = length;
    }
    this.capacity = capacity;
  }
}

function mix(value: number): number {
  let h = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function hash(tin: number, text: string, from: number, length: number): number {
  let h = mix(tin);
  for (let index = 0; index < length; index += 1)
    h = Math.imul(h ^ text.charCodeAt(from + index), 0x01000193);
  return mix(h);
}

function hashCharacters(tin: number, characters: Uint16Array, start: number, length: number): number {
  let h = mix(tin);
  for (let index = 0; index < length; index += 1)
    h = Math.imul(h ^ (characters[start + index] ?? 0), 0x01000193);
  return mix(h);
}
