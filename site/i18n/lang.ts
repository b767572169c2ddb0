/** The site's languages are part of the contract with the functions, which mail and answer in them too. */
export * from '../../functions/contract/lang';
