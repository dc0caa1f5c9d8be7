import { useMutation } from '@tanstack/react-query';
import { dataExportFileName, myDataOperations } from '@careers/shared';
import { operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** PRV-2: "Download my data" (`myDataOperations.exportMyData`): the zip is served only with the bearer token, so it is fetched and saved. */
export const useDownloadMyData = () =>
  useMutation({ mutationFn: () => downloadFile(operationUrl(myDataOperations.exportMyData), dataExportFileName(new Date())) });
