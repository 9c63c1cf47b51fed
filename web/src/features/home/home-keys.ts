/**
 * Where the home page's data is read: the routes' paths, the keys their
 * prerendered data is embedded under (a test holds them equal to the route
 * table's). Written out here because the route table, SWR and the API client
 * would each add to the home page's first-load JavaScript.
 */
export const homeKey = '/api/getHomePage';
export const testimonialsKey = '/api/getAllTestimonials';
export const caseStudiesKey = '/api/getAllCaseStudies';
