import { Car, Dumbbell, HeartPulse, Landmark, ShoppingBag, Utensils } from 'lucide-react';
import { siAndroid, siAppium, siDart, siExpo, siFastlane, siFirebase, siFlutter, siIos, siKotlin, siReact, siSwift } from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'mobile-app-dev',
  illustration: 'mobile',
  title: 'Mobile App Development',
  text: 'Native and cross-platform apps for iOS and Android that open fast, work offline and keep their store ratings above four stars.',
  description:
    'Mobile app development: native iOS in Swift and Android in Kotlin, cross-platform React Native and Flutter apps, offline sync, wearables and app store release management.',
  breadcrumb: studioBreadcrumb('mobile-app-dev'),
  details: {
    title: 'The right mobile approach for your product',
    text: 'We choose native Swift and Kotlin when an app leans on the camera, Bluetooth, health sensors or heavy animation, and React Native or Flutter when one team should ship the same features to both stores. Either way, apps are built offline-first, instrumented for crash and performance reporting, and released through automated pipelines.',
    overview:
      'A mobile squad is typically two app developers, a back-end developer, a designer and a QA engineer testing on a real-device farm. First store releases usually land within 12 to 16 weeks, followed by releases every two weeks.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Mobile development services',
    items: [
      { id: 'native', text: 'Native iOS apps in Swift and SwiftUI, native Android apps in Kotlin and Jetpack Compose' },
      { id: 'cross', text: 'Cross-platform apps in React Native (with Expo) and Flutter' },
      { id: 'offline', text: 'Offline-first data sync and conflict resolution for field and healthcare apps' },
      { id: 'wearables', text: 'Apple Watch, Wear OS and Bluetooth Low Energy device integration' },
      { id: 'release', text: 'App store submission, phased rollouts and store listing optimisation' },
    ],
  },
  advantages: {
    heading: 'What our mobile teams bring',
    items: [
      {
        id: 'stability',
        title: 'Crash-free sessions above 99.5%',
        text: 'Crash reporting and release health checks are part of every build.',
      },
      {
        id: 'speed',
        title: 'Fast start-up',
        text: 'We budget cold-start time and measure it on mid-range devices, not only the latest flagship.',
      },
      {
        id: 'automation',
        title: 'Automated releases',
        text: 'Fastlane pipelines sign, test and upload builds so a release is a button, not a day.',
      },
    ],
  },
  technicalSkills: {
    showHireUs: false,
    title: 'Mobile technology skills',
    text: 'Platforms and frameworks our mobile engineers ship with.',
    groups: [
      {
        id: 'native',
        title: 'Native',
        items: [
          { name: 'Swift', icon: siSwift },
          { name: 'iOS', icon: siIos },
          { name: 'Kotlin', icon: siKotlin },
          { name: 'Android', icon: siAndroid },
        ],
      },
      {
        id: 'cross',
        title: 'Cross-platform',
        items: [
          { name: 'React Native', icon: siReact },
          { name: 'Expo', icon: siExpo },
          { name: 'Flutter', icon: siFlutter },
          { name: 'Dart', icon: siDart },
        ],
      },
      {
        id: 'services',
        title: 'Services and delivery',
        items: [
          { name: 'Firebase', icon: siFirebase },
          { name: 'Fastlane', icon: siFastlane },
          { name: 'Appium', icon: siAppium },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Apps we build for',
    items: [
      { id: 'health', title: 'Health and wellness', icon: HeartPulse },
      { id: 'fitness', title: 'Fitness and wearables', icon: Dumbbell },
      { id: 'banking', title: 'Mobile banking', icon: Landmark },
      { id: 'retail', title: 'Retail and loyalty', icon: ShoppingBag },
      { id: 'food', title: 'Food delivery', icon: Utensils },
      { id: 'mobility', title: 'Mobility and ride-hailing', icon: Car },
    ],
  },
  closing: {
    title: 'Planning an app?',
    text: 'Tell us what it must do; we will recommend native or cross-platform and estimate the first release.',
  },
};
