import { form, text } from '../schemas/fields';
import { full, spec } from '../route-spec';

/** The spec deletes careers by POST, naming the id in the body. */
export const deleteCareerPost = spec('deleteCareerPost', {
  body: full(form({ careerListID: text('careerListID', { required: 'careerListID is required.' }) })),
});
