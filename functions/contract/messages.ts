/** Every user-visible text the API and the SPA share, spelled as the spec has it (§4, §5, §8). */

export const messages = {
  // Enquiries
  formSubmitted: 'Form submitted successfully!',
  formFailed: 'Failed to submit form. Please try again.',

  // Newsletter
  subscribed: 'Thank you for subscribing! Our next update is on its way to your inbox.',
  alreadySubscribed: 'You are already subscribed. Thank you for staying in touch!',
  subscribeFailed: 'We could not subscribe you right now. Please try again.',

  // Auth
  loginSuccess: 'logged in succesfully', // the spec's spelling: the SPA compares against it
  loginToast: 'Admin Login successfully',
  loginInvalid: 'Invalid email or password.',
  /** Login throttling (docs/security.md, Sign-in and sessions): the wait grows with each failed attempt. */
  loginThrottled: 'Too many sign-in attempts. Please wait a moment and try again.',
  unauthorized: 'You have no authorization to access this property.',
  /** A signed-in admin whose role may not use the route (403). */
  forbidden: 'Your role does not allow this. Ask an Owner for access.',
  serverUnreachable: 'Server Unreachable',

  // Accounts: users, roles, passwords and their one-time links
  userNotFound: 'No such user.',
  accountExists: 'That address already has an account.',
  lastOwner: 'There must be at least one Owner.',
  cannotRemoveSelf: 'You cannot remove your own account.',
  invitationSent: 'Invitation sent.',
  roleChanged: 'Role changed.',
  userRemoved: 'User removed.',
  mailNotSent: 'We could not send the e-mail. Please try again.',
  linkInvalid: 'This link has expired or has already been used.',
  invitationAccepted: 'Your password is set. Welcome!',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  resetLinkSent: 'If an account exists for that address, we have sent a link to reset its password. It works for 15 minutes.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',

  // Content
  allFieldsRequired: 'All Fields are required!',
  updated: {
    career: 'Career has been updated',
    press: 'Press Release has been updated',
    news: 'News has been updated',
    event: 'Event has been updated',
    testimonial: 'Testimonial has been updated',
    caseStudy: 'Case study has been updated',
    service: 'Service has been updated',
    about: 'About page has been updated',
    successStories: 'Success stories page has been updated',
    home: 'Home page has been updated',
  },
  created: {
    career: 'Career has been created',
    press: 'Press Release has been created',
    news: 'News has been created',
    event: 'Event has been created',
    testimonial: 'Testimonial has been created',
    caseStudy: 'Case study has been created',
    service: 'Service has been created',
  },
  deleted: {
    career: 'Career has been deleted',
    press: 'Press Release has been deleted',
    news: 'News has been deleted',
    event: 'Event has been deleted',
    testimonial: 'Testimonial has been deleted',
    caseStudy: 'Case study has been deleted',
    service: 'Service has been deleted',
  },
  notFound: {
    career: 'Career not found',
    press: 'Press release not found',
    news: 'News not found',
    event: 'Event not found',
    testimonial: 'Testimonial not found',
    caseStudy: 'Case study not found',
    service: 'Service not found',
    about: 'About page not found',
    successStories: 'Success stories page not found',
    home: 'Home page not found',
  },
  deleteConfirm: 'Are you sure! Do you want to delete it?',
  // Editors' workflow: drafts, scheduling, versions
  statusInvalid: 'Status must be Draft or Published.',
  publishAtInvalid: 'Publish at must be a valid date and time.',
  closingDateInvalid: 'Closing Date must be a valid date.',
  closingDatePast: 'Closing Date must not be in the past.',
  employmentTypeInvalid: 'Employment Type must be Full-time, Part-time, Contract, Temporary or Internship.',
  altFilterInvalid: 'The alt text filter can only be "missing".',
  versionRestored: 'Version restored.',
  versionNotFound: 'This version was not found.',
  draftSaved: 'Draft saved.',
  sessionRefreshed: 'Session extended.',
  deleteFailed: 'Failed to delete! Please try again.',

  // Leads: enquiries worked by the sales team
  leadNotFound: 'This enquiry was not found.',
  leadAssigneeInvalid: 'Choose someone from the team.',
  leadNothingToChange: 'Choose a status or someone to assign.',
  leadConflict: 'Someone else changed this enquiry at the same moment. Reload it and try again.',
  leadNotesFull: 'An enquiry can hold at most 200 notes.',
  leadDeleteNotSpam: 'Only enquiries marked Spam can be deleted.',
  leadUpdated: 'Enquiry updated.',
  leadNoteAdded: 'Note added.',
  leadDeleted: 'Enquiry deleted.',
  leadNotSpam: 'Moved to New; its mail is on its way.',
  leadNotSpamConflict: 'Only enquiries marked Spam can be moved back to New.',
  senderBlocked: 'Sender blocked: their messages now land in Spam.',
  senderUnblocked: 'Sender unblocked.',
  senderNotBlocked: 'That address is not blocked.',

  // Public page errors
  newsListFailed: 'Something went wrong...',
  newsDetailFailed: 'Failed to fetch event details', // the spec's text for the news detail
  eventsFailed: 'Failed to fetch event data. Please try again later.',
  pressListFailed: 'Failed to load press release data',
  pressDetailFailed: 'Unable to fetch press release details',
  caseStudyFailed: 'Failed to load the case study. Please try again later.',
  serviceFailed: 'Failed to load the service. Please try again later.',
  aboutFailed: 'Failed to load the About page. Please try again later.',
  successStoriesFailed: 'Failed to load the success stories. Please try again later.',
  homeFailed: 'Failed to load the home page. Please try again later.',
  youtubeIdInvalid: 'YouTube id must be the 11 letters, digits, - or _ after v= in the video’s address.',
  pageNotFound: 'Sorry! Page Not Found',

  // Images
  imageTooLarge: 'Image must be 5 MB or smaller.',
  imageWrongType: 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.',
  imageMissing: 'The uploaded image was not found. Please upload it again.',
  imageReference: 'Image upload is not valid. Please upload the image again.',

  // Generic
  badRequest: 'The request could not be read.',
  badJson: 'The request body is not valid JSON.',
  filesNotAccepted: 'Send images through the upload endpoint, not inside the form.',
  badPage: 'Page must be a whole number from 1.',
  /** A route whose path says it all (a delete, a block, a test send) and was sent fields. */
  takesNoBody: 'This request takes no body.',
  itemTooLarge: 'This entry is too large to store: text and fields together must stay under 400 KB. Please shorten it.',
  keyTooLarge: 'An identifier in this request is too long.',
  routeNotFound: 'Not found',
  serverError: 'Something went wrong. Please try again later.',

  // Newsletter and privacy: in ./newsletter-messages, so that public pages' entry does not load them.
} as const;
