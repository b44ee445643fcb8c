import { JobPostingPage } from './jobs';

/** /jobs/react-developer: the React developer posting (80–100%). */
export default function JobReactDeveloperPage() {
  return <JobPostingPage job="reactDeveloper" />;
}
