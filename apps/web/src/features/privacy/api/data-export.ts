import { useMutation } from '@tanstack/react-query';
import { dataExportFileName } from '@careers/shared';
import { API_BASE } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** PRV-2: "Download my data": the zip is served only with the bearer token, so it is fetched and saved. */
export const useDownloadMyData = () =>
  useMutation({ mutationFn: () => downloadFile(`${API_BASE}/me/export`, dataExportFileName(new Date())) });
