/** A fresh table on the run's DynamoDB Local, for one test file. */
export declare function createTestDb(): Promise<{
    tableName: string;
    endpoint: string;
    client: import("@aws-sdk/lib-dynamodb").DynamoDBDocumentClient;
    service: import("electrodb").Service<{
        position: import("electrodb").Entity<string, string, string, {
            model: {
                entity: string;
                version: string;
                service: string;
            };
            attributes: {
                positionId: {
                    type: "string";
                    required: true;
                    readOnly: true;
                };
                name: {
                    type: "string";
                    required: true;
                };
                normalDayHourlyRate: {
                    readonly type: "number";
                    readonly required: true;
                };
                normalNightHourlyRate: {
                    readonly type: "number";
                    readonly required: true;
                };
                holidayDayHourlyRate: {
                    readonly type: "number";
                    readonly required: true;
                };
                holidayNightHourlyRate: {
                    readonly type: "number";
                    readonly required: true;
                };
                createdAt: {
                    type: "string";
                    required: true;
                    readOnly: true;
                };
                updatedAt: {
                    type: "string";
                    required: true;
                };
            };
            indexes: {
                byId: {
                    pk: {
                        field: string;
                        composite: "positionId"[];
                    };
                    sk: {
                        field: string;
                        composite: never[];
                    };
                };
                byName: {
                    index: string;
                    pk: {
                        field: string;
                        composite: never[];
                    };
                    sk: {
                        field: string;
                        composite: ("positionId" | "name")[];
                    };
                };
            };
        }, string>;
    }>;
}>;
