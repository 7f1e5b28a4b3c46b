/** Every api answer: status "Ok" on success; any other status carries a message a person can act on. */
export interface Envelope<T> {
  status: 'Ok' | 'Error';
  message: string;
  data?: T;
}

/** How the client reports every failure. */
export interface ApiFailure {
  status: number;
  message: string;
}
