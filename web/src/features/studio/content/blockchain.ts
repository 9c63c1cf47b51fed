import { Banknote, FileCheck, Gamepad2, HeartPulse, Package, Vote } from 'lucide-react';
import {
  siChainlink,
  siEthereum,
  siEthers,
  siGo,
  siIpfs,
  siOpenzeppelin,
  siPolygon,
  siSolana,
  siSolidity,
  siWalletconnect,
  siWeb3dotjs,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'blockchain',
  illustration: 'chain',
  title: 'Blockchain Development',
  text: 'Smart contracts, tokenisation and permissioned ledgers for businesses that need shared records nobody can quietly change.',
  description:
    'Blockchain development: audited Solidity smart contracts, token and NFT platforms, Hyperledger Fabric networks, wallet integration and supply-chain traceability.',
  breadcrumb: studioBreadcrumb('blockchain'),
  details: {
    title: 'Use a ledger where it earns its place',
    text: 'A blockchain is worth its cost when several parties who do not fully trust each other must share one record: trade finance, provenance, credentials, settlement. We start by checking that this is true for your case, then design the contracts, the off-chain services and the user experience together, so signing a transaction feels no harder than paying online.',
    overview:
      'Projects begin with a discovery week covering consortium roles, data that must stay private and the chain that fits: public Ethereum layer 2 networks for open ecosystems, Hyperledger Fabric for permissioned consortia. Contracts go through internal review and an external audit before mainnet.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Blockchain services',
    items: [
      { id: 'contracts', text: 'Smart contracts in Solidity with Foundry tests, fuzzing and gas optimisation' },
      { id: 'tokens', text: 'Fungible tokens, NFTs and tokenised real-world assets on Ethereum and Polygon' },
      { id: 'fabric', text: 'Permissioned networks on Hyperledger Fabric with chaincode in Go' },
      { id: 'dapps', text: 'Decentralised app front ends with wallet connection and transaction status tracking' },
      { id: 'trace', text: 'Supply-chain traceability with on-chain proofs and off-chain documents on IPFS' },
    ],
  },
  advantages: {
    heading: 'What a ledger adds',
    items: [
      {
        id: 'audit',
        title: 'A tamper-evident history',
        text: 'Every change is signed and ordered, which shortens audits and dispute resolution.',
      },
      {
        id: 'automation',
        title: 'Self-executing rules',
        text: 'Escrow, royalties and settlements run as contract code when conditions are met.',
      },
      {
        id: 'partners',
        title: 'Shared without a middleman',
        text: 'Partners read the same record without a central party reconciling copies.',
      },
    ],
  },
  technicalSkills: {
    showHireUs: false,
    title: 'Blockchain skills',
    text: 'Chains, languages and libraries our blockchain engineers work with.',
    groups: [
      {
        id: 'chains',
        title: 'Chains',
        items: [
          { name: 'Ethereum', icon: siEthereum },
          { name: 'Polygon', icon: siPolygon },
          { name: 'Solana', icon: siSolana },
          { name: 'Hyperledger Fabric' },
        ],
      },
      {
        id: 'contracts',
        title: 'Contracts',
        items: [
          { name: 'Solidity', icon: siSolidity },
          { name: 'OpenZeppelin', icon: siOpenzeppelin },
          { name: 'Foundry' },
          { name: 'Go chaincode', icon: siGo },
        ],
      },
      {
        id: 'integration',
        title: 'Integration',
        items: [
          { name: 'ethers.js', icon: siEthers },
          { name: 'web3.js', icon: siWeb3dotjs },
          { name: 'WalletConnect', icon: siWalletconnect },
          { name: 'Chainlink', icon: siChainlink },
          { name: 'IPFS', icon: siIpfs },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Blockchain use cases we have built',
    items: [
      { id: 'finance', title: 'Trade finance', icon: Banknote },
      { id: 'supply', title: 'Supply-chain provenance', icon: Package },
      { id: 'credentials', title: 'Verifiable credentials', icon: FileCheck },
      { id: 'health', title: 'Consent records', icon: HeartPulse },
      { id: 'gaming', title: 'Digital collectibles', icon: Gamepad2 },
      { id: 'governance', title: 'On-chain governance', icon: Vote },
    ],
  },
  closing: {
    title: 'Not sure a blockchain is the right tool?',
    text: 'Book a discovery week; if a shared database serves you better, we will tell you so.',
  },
};
