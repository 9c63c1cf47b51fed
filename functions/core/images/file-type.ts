/** The server reads an upload's type from its first bytes with the contract's signatures (the browser checks the same at selection). */
export { type ImageType, sniffImageType } from '../../contract/image-signature';
