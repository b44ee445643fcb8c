import { JobPostingPage } from './jobs';

/** /jobs/agent-werden: the agent posting (10–100%). */
export default function JobAgentPage() {
  return <JobPostingPage job="agent" />;
}
