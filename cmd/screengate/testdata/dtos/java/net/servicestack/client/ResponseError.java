package net.servicestack.client;

import java.util.HashMap;

@DataContract
public class ResponseError {
    @DataMember(Order = 1) public String errorCode;
    @DataMember(Order = 2) public String fieldName;
    @DataMember(Order = 3) public String message;
    @DataMember(Order = 4) public HashMap<String, String> meta;
}
